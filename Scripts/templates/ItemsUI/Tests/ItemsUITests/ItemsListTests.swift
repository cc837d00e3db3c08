import DomainRegistry
import ImmutableBinding
import ItemsData
import PageMarkup
import TestSupport
import Testing

@testable import ItemsUI

/// The Items list component: its Forms, Container and Presenters.
@MainActor @Suite struct ItemsListTests {
  private let links = ItemsLinks(pagePath: "/items", actionPath: { "/items/actions/\($0)" })

  private func makeProvider(_ titles: String...) throws -> Provider<ItemsStore> {
    let store = ItemsStore(initialState: ItemsState(), reducer: ItemsReducer.reduce)
    for title in titles { try store.dispatch(action: .didAddEntry(title: title, quantity: 1)) }
    return Provider(store)
  }

  private func titles(_ provider: Provider<ItemsStore>, _ filter: ItemsFilter = .all) -> [String] {
    provider.store.select(ItemsState.selectEntries(filter: filter)).map(\.title)
  }

  private func post(_ fields: [String: String]) -> FormSubmission {
    FormSubmission(fields: fields)
  }

  // MARK: Forms

  @Test func addFormAddsTheTrimmedTitle() throws {
    let provider = try makeProvider()
    try ItemsList.AddForm(post(["title": "  Buy milk "])).dispatch(to: provider)
    #expect(titles(provider) == ["Buy milk"])
  }

  @Test func addFormReadsTheQuantityAndTakesOneWhenItIsLeftEmpty() throws {
    let provider = try makeProvider()
    try ItemsList.AddForm(post(["title": "Eggs", "quantity": " 3 "])).dispatch(to: provider)
    try ItemsList.AddForm(post(["title": "Milk", "quantity": ""])).dispatch(to: provider)
    try ItemsList.AddForm(post(["title": "Tea"])).dispatch(to: provider)
    #expect(provider.store.select(ItemsState.selectEntries(filter: .all)).map(\.quantity) == [3, 1, 1])
  }

  @Test(arguments: [
    (String(Entry.quantities.lowerBound - 1), "Quantity must be from 1 to 99."),
    (String(Entry.quantities.upperBound + 1), "Quantity must be from 1 to 99."),
    ("2.5", "Quantity must be a whole number."), ("many", "Quantity must be a whole number."),
  ])
  func aBadQuantityIsAFieldError(quantity: String, reason: String) {
    #expect(throws: FormError.invalidField("quantity", reason: reason)) {
      try ItemsList.AddForm(post(["title": "Eggs", "quantity": quantity]))
    }
  }

  @Test func theFormAndTheReducerRefuseAQuantityInTheSameWords() throws {
    let provider = try makeProvider()
    let tooMany = Entry.quantities.upperBound + 1
    let formError = #expect(throws: FormError.self) { try ItemsList.AddForm(post(["title": "Eggs", "quantity": String(tooMany)])) }
    #expect(formError == .invalidField("quantity", reason: ItemsError.quantityOutOfRange(tooMany).description))
    // An action from elsewhere (a replayed session) meets the reducer's rule, shown by the same field.
    let tooFew = Entry.quantities.lowerBound - 1
    #expect(throws: FormError.invalidField("quantity", reason: ItemsError.quantityOutOfRange(tooFew).description)) {
      try ItemsList.EntryForm.dispatch(.didAddEntry(title: "Eggs", quantity: tooFew), to: provider)
    }
  }

  @Test(arguments: ["", "  "])
  func anEmptyTitleIsAFieldError(title: String) {
    #expect(throws: FormError.invalidField("title", reason: "Title must not be empty.")) {
      try ItemsList.AddForm(post(["title": title]))
    }
  }

  @Test func aTitleOverTheLimitIsAFieldError() {
    #expect(throws: FormError.invalidField("title", reason: "Title can have at most 120 characters.")) {
      try ItemsList.AddForm(post(["title": String(repeating: "a", count: 121)]))
    }
  }

  @Test func aDuplicateTitleIsShownNextToTheField() throws {
    let provider = try makeProvider("Buy milk")
    #expect(throws: FormError.invalidField("title", reason: ItemsError.duplicateTitle("buy milk").description)) {
      try ItemsList.AddForm(post(["title": "buy milk"])).dispatch(to: provider)
    }
    #expect(titles(provider) == ["Buy milk"])
  }

  @Test func toggleAndDeleteActOnThePostedEntry() throws {
    let provider = try makeProvider("A", "B")
    try ItemsList.ToggleForm(post(["id": "2"])).dispatch(to: provider)
    #expect(titles(provider, .done) == ["B"])
    try ItemsList.DeleteForm(post(["id": "1"])).dispatch(to: provider)
    #expect(titles(provider) == ["B"])
  }

  @Test func aGoneEntryIsAStatusLineFailure() throws {
    let provider = try makeProvider("A")
    #expect(throws: FormError.failed(ItemsError.unknownEntry(id: 9).description)) {
      try ItemsList.DeleteForm(post(["id": "9"])).dispatch(to: provider)
    }
  }

  @Test(arguments: [[:], ["id": "x"], ["id": "1e3"]])
  func anUnreadableIdIsRefusedBeforeDispatch(fields: [String: String]) {
    #expect(throws: FormError.self) { try ItemsList.ToggleForm(post(fields)) }
  }

  // MARK: Container

  @Test func containerFollowsTheStoreThroughItsFilter() async throws {
    let provider = try makeProvider("A", "B")
    let container = ItemsList.Container(provider: provider, filter: .active)
    #expect(container.selectedEntries.map(\.title) == ["A", "B"])
    try ItemsList.ToggleForm(post(["id": "1"])).dispatch(to: provider)
    #expect(await eventually { container.selectedEntries.map(\.title) == ["B"] })
    let html = container.presenter(links: links, state: ItemsLocalState(filter: .active), refused: nil).render()
    #expect(html.contains("1 of 2 done"))
    container.cancel()
  }

  // MARK: Presenters

  private func render(_ entries: [Entry], state: ItemsLocalState = ItemsLocalState(), status: StatusLine = .idle) -> String {
    ItemsList.Presenter(entries: entries, links: links, state: state, status: status).render()
  }

  @Test func eachEntryHasItsQuantityAndItsToggleAndDeleteButtons() {
    let html = render([Entry(id: 1, title: "Buy milk", quantity: 2), Entry(id: 2, title: "Call Ann", isDone: true)])
    #expect(html.contains(#"<span class="entry-quantity">× 2</span>"#))
    #expect(html.contains(#"aria-label="Mark done: Buy milk""#))
    #expect(html.contains(#"aria-label="Mark not done: Call Ann""#))
    #expect(html.contains(#"aria-label="Delete Call Ann""#))
    #expect(html.contains(#"<input type="hidden" name="id" value="2"/>"#))
  }

  @Test func formsReturnToTheFilteredPage() {
    let html = render([Entry(id: 1, title: "A")], state: ItemsLocalState(filter: .done))
    #expect(html.contains(#"<input type="hidden" name="return" value="/items?filter=done"/>"#))
    #expect(html.contains(#"<a href="/items?filter=done" aria-current="true">Done</a>"#))
    #expect(html.contains(#"<a href="/items">All</a>"#))
  }

  @Test func titlesAreEscaped() {
    let html = render([Entry(id: 1, title: #"<script>"x"</script>"#)])
    #expect(!html.contains("<script>"))
  }

  @Test func anEmptyListSaysSo() {
    #expect(render([]).contains("Nothing to show."))
  }

  @Test func addFormKeepsTheRefusedInputAndShowsTheErrorByTheField() {
    let refused = SubmittedForm(
      action: ItemsList.AddForm.name, fields: ["title": "  "], error: .invalidField("title", reason: "Title must not be empty."))
    let input = FormInput(action: ItemsList.AddForm.name, submitted: refused)
    let html = ItemsList.AddFormPresenter(input: input, links: links, state: ItemsLocalState()).render()
    #expect(html.contains(#"value="  ""#))
    #expect(html.contains("Title must not be empty."))
    #expect(html.contains(#"maxlength="120""#))
    #expect(html.contains(#"type="number""#))
    #expect(html.contains(#"min="\#(Entry.quantities.lowerBound)""#) && html.contains(#"max="\#(Entry.quantities.upperBound)""#))
  }

  @Test func aRefusedToggleIsTheStatusLineFailure() {
    let refused = SubmittedForm(action: ItemsList.ToggleForm.name, fields: ["id": "9"], error: .failed("Gone."))
    let status = StatusLine.notice("0 of 1 done").showing(FormInput(action: refused.action, submitted: refused))
    #expect(render([], status: status).contains(#"data-tone="failure">Gone.</p>"#))
  }
}
