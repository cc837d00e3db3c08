import ImmutableData
import Testing

@Suite struct ActionOriginTests {
  @Test func eachKindReadsAsOneLine() {
    #expect(
      ActionOrigin.formPost(action: "add", location: "/counter?x=1", tab: "k3v9").description
        == "form action add from /counter?x=1 (tab k3v9)")
    #expect(ActionOrigin.formPost(action: "add", location: nil, tab: nil).description == "form action add")
    #expect(
      ActionOrigin.listener("Books.Listener", startedBy: 7).running(thunk: "fetchBooks").description
        == "Books.Listener, thunk fetchBooks, started by 7")
    #expect(ActionOrigin.pageView(location: "/books").description == "page view /books")
    #expect(ActionOrigin.moduleStart(slug: "books").description == "start of module books")
    #expect(
      ActionOrigin.devToolsImport(step: 3, recorded: "form action add").description
        == "DevTools import of session step 3 (recorded: form action add)")
  }

  @Test func runningAThunkKeepsEverythingElse() {
    let origin = ActionOrigin.formPost(action: "add", location: "/books", tab: "t").running(thunk: "save")
    #expect(origin.kind == .formPost)
    #expect(origin.name == "add")
    #expect(origin.location == "/books")
    #expect(origin.tab == "t")
    #expect(origin.thunk == "save")
  }

  @Test func theInnermostBindingIsCurrentAndTheOuterOneComesBack() async {
    #expect(ActionOrigin.current == nil)
    await ActionOrigin.$current.withValue(.moduleStart(slug: "books")) {
      #expect(ActionOrigin.current?.kind == .moduleStart)
      ActionOrigin.$current.withValue(.pageView(location: "/books")) {
        #expect(ActionOrigin.current?.kind == .pageView)
      }
      #expect(ActionOrigin.current?.kind == .moduleStart)
      // A task started here sees the origin of the work that started it.
      let inherited = await Task { ActionOrigin.current?.name }.value
      #expect(inherited == "books")
    }
  }
}
