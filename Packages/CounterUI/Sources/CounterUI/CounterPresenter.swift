import Foundation
import PageMarkup
import Plot

/// The Counter screen as HTML: "Increment", "Value: N", "Decrement". Pure: plain values in,
/// escaped HTML out. Each button is a form post, so the page works without JavaScript.
public struct CounterPresenter: Sendable {
  public let value: Int
  /// Where each button's form posts.
  public let actionURL: @Sendable (CounterEvent) -> String
  /// The page to come back to after a post.
  public let returnTo: String

  public init(value: Int, actionURL: @escaping @Sendable (CounterEvent) -> String, returnTo: String) {
    self.value = value
    self.actionURL = actionURL
    self.returnTo = returnTo
  }

  public func render() -> String {
    Node<HTML.BodyContext>.div(
      .class("counter"),
      button(.increment, label: "Increment"),
      .p(.class("value"), .attribute(named: "aria-live", value: "polite"), .text("Value: \(value)")),
      button(.decrement, label: "Decrement")
    ).render()
  }

  private func button(_ event: CounterEvent, label: String) -> Node<HTML.BodyContext> {
    .form(
      .method(.post),
      .action(actionURL(event)),
      .input(.type(.hidden), .name("return"), .value(Markup.escapedAttribute(returnTo))),
      .button(.type(.submit), .text(label))
    )
  }
}
