import DomainRegistry
import PageMarkup

extension ItemsList {
  /// The add form: the title and quantity fields with their limits and, after a refused post,
  /// what was typed and why it was refused. Plain values in, escaped HTML out.
  struct AddFormPresenter: ComponentPresenter {
    /// The form's values and error, from the request.
    let input: FormInput
    let links: ItemsLinks
    /// The view to come back to after the post.
    let state: ItemsLocalState

    func body() -> HTMLNode {
      Markup.postForm(
        action: links.action(AddForm.name),
        input: input,
        returnTo: links.page(state),
        className: "items-add",
        [Markup.field(AddForm.title, in: input), Markup.field(AddForm.quantity, in: input), Markup.submitButton("Add")]
      )
    }
  }
}
