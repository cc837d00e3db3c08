import PageMarkup

extension StatusLine {
  /// The Animals page's status line (`animals-status`; a failure is an alert).
  var node: HTMLNode { self.node(className: "animals-status") }
}
