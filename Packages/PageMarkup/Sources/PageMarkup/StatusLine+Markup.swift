public import Plot

extension StatusLine {
  /// The line as a paragraph with class `className`.
  ///
  /// Messages are a polite live region (`role="status"`, `aria-live="polite"`): read when the
  /// reader is idle. A failure is an assertive one (`role="alert"`, `aria-live="assertive"`).
  public func node(className: String) -> HTMLNode {
    let isFailure = self.tone == "failure"
    return Markup.element(
      "p",
      Markup.attribute("class", className),
      Markup.attribute("role", isFailure ? "alert" : "status"),
      Markup.attribute("aria-live", isFailure ? "assertive" : "polite"),
      self.tone.map { Markup.attribute("data-tone", $0) } ?? .empty,
      Markup.text(self.text)
    )
  }
}
