import DomainRegistry
import ImmutableBinding
import ItemsData
import PageMarkup

extension ItemsList {
  /// The only part of the component that touches the Store: selects the entries the filter
  /// shows, the counts of the status line and a failed write of the entries file.
  @MainActor
  final class Container {
    private let entries: ImmutableBinding.Selector<ItemsStore, [Entry]>
    private let doneCount: ImmutableBinding.Selector<ItemsStore, Int>
    private let totalCount: ImmutableBinding.Selector<ItemsStore, Int>
    private let saveFailure: ImmutableBinding.Selector<ItemsStore, String?>

    init(provider: Provider<ItemsStore>, filter: ItemsFilter) {
      entries = ImmutableBinding.Selector(
        provider, label: "ItemsList.Container.entries", outputSelector: ItemsState.selectEntries(filter: filter))
      doneCount = ImmutableBinding.Selector(
        provider, label: "ItemsList.Container.doneCount", outputSelector: ItemsState.selectCount(filter: .done))
      totalCount = ImmutableBinding.Selector(
        provider, label: "ItemsList.Container.totalCount", outputSelector: ItemsState.selectCount(filter: .all))
      saveFailure = ImmutableBinding.Selector(
        provider, label: "ItemsList.Container.saveFailure", outputSelector: ItemsState.selectSaveFailure())
    }

    /// The selected entries; reading them inside observation tracking makes the region live.
    var selectedEntries: [Entry] { entries.output }

    /// The Presenter for the current entries; `refused` is a refused post of this page, whose
    /// failure the status line shows, else a failed write of the file, else the counts.
    func presenter(links: ItemsLinks, state: ItemsLocalState, refused: FormInput?) -> Presenter {
      let summary =
        saveFailure.output.map(StatusLine.failure)
        ?? StatusLine.notice(ItemsList.summary(done: doneCount.output, total: totalCount.output))
      return Presenter(
        entries: entries.output,
        links: links,
        state: state,
        status: refused.map(summary.showing) ?? summary
      )
    }

    /// Stops the selectors; the view is gone.
    func cancel() {
      entries.cancel()
      doneCount.cancel()
      totalCount.cancel()
      saveFailure.cancel()
    }
  }
}
