import AnimalsData
import DomainRegistry
import Foundation
import ImmutableBinding
import PageMarkup
import Plot

/// The first column: the categories sorted by name, and "Reload sample data".
enum CategoryList {}

extension CategoryList {
  /// Selects the sorted categories and their status; dispatches the list's events.
  @MainActor final class Container {
    private let categories: AnimalsSortedSelector<AnimalsData.Category.ID, AnimalsData.Category>
    private let status: AnimalsSelector<Status?>
    private let local: AnimalsLocalState
    private let links: AnimalsLinks

    init(provider: Provider<AnimalsStore>, local: AnimalsLocalState, links: AnimalsLinks) {
      self.categories = Select.categoriesValues(provider.store)
      self.status = Select.categoriesStatus(provider.store)
      self.local = local
      self.links = links
    }

    /// Reading the selectors here (inside the host's observation tracking) makes the region live.
    func presenter() -> CategoryList.Presenter {
      CategoryList.Presenter(
        categories: self.categories.output.map(CategoryItem.init),
        status: self.status.output,
        local: self.local,
        links: self.links
      )
    }

    func cancel() {
      self.categories.cancel()
      self.status.cancel()
    }
  }
}

extension CategoryList {
  /// Pure: plain values in, escaped HTML out.
  struct Presenter: ComponentPresenter {
    let categories: [CategoryItem]
    let status: Status?
    let local: AnimalsLocalState
    let links: AnimalsLinks
  }
}

extension CategoryList.Presenter {
  /// A reload is not started while the categories are still being fetched.
  var isReloadDisabled: Bool { self.status == .waiting }

  var statusLine: StatusLine {
    switch self.status {
    case .waiting:
      .progress(self.categories.isEmpty ? "Loading categories…" : "Reloading sample data…")
    case .failure(let error):
      .failure("The categories could not be loaded: \(error)")
    case nil, .empty, .success:
      .idle
    }
  }

  func body() -> HTMLNode {
    Markup.element(
      "section",
      Markup.attribute("class", "animals-column animals-categories"),
      Markup.attribute("aria-labelledby", "animals-categories-title"),
      Markup.element(
        "div",
        Markup.attribute("class", "animals-toolbar"),
        Markup.attribute("role", "toolbar"),
        Markup.attribute("aria-label", "Categories toolbar"),
        self.links.navigationButton(
          "Reload sample data", to: self.local.confirming(.reloadSampleData), style: ButtonStyle(isDisabled: self.isReloadDisabled)
        )
      ),
      Markup.element("h2", Markup.attribute("id", "animals-categories-title"), Markup.text("Categories")),
      self.statusLine.node,
      Markup.element(
        "ul",
        [Markup.attribute("class", "animals-rows"), Markup.attribute("aria-label", "Categories")]
          + self.categories.map(self.row)
      )
    )
  }

  private func row(_ category: CategoryItem) -> HTMLNode {
    let isSelected = category.id == self.local.selectedCategoryId
    return Markup.element(
      "li",
      Markup.element(
        "a",
        Markup.attribute("class", isSelected ? "animals-row selected" : "animals-row"),
        Markup.attribute("href", self.links.page(self.local.selectingCategory(category.id))),
        isSelected ? Markup.attribute("aria-current", "true") : .empty,
        Markup.text(category.name)
      )
    )
  }
}

extension CategoryList {
  /// "Yes, reload sample data" (posted from the confirmation): no fields.
  struct Form: AnimalsForm {
    static let action = AnimalsFormAction.reloadSampleData

    @MainActor func dispatch(to provider: Provider<AnimalsStore>) throws(FormError) {
      do {
        try provider.dispatcher.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
      } catch {
        throw .failed("The sample data could not be reloaded: \(error.localizedDescription)")
      }
    }

    @MainActor func isSettled(in store: AnimalsStore) -> Bool {
      store.isIdle
    }
  }
}

extension CategoryList.Form {
  /// The form has no fields: there is nothing to read.
  init(_ submission: FormSubmission) throws(FormError) {}
}
