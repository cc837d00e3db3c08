import Hummingbird

/// Headers every response carries, whatever route or error produced it.
enum SecurityHeaders {
  /// Scripts, styles, images and event streams only from this host; no inline script or
  /// style, no plug-ins, no `<base>`, forms post only here, and no page may frame ours (the
  /// one-click confirmation pages must not be clickjacked).
  static let contentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  static let values: [(HTTPFields.Element.Name, String)] = [
    (.contentSecurityPolicy, contentSecurityPolicy),
    (HTTPFields.Element.Name("X-Content-Type-Options")!, "nosniff"),
    (HTTPFields.Element.Name("X-Frame-Options")!, "DENY"),
    // Not `no-referrer`: it would also turn the `Origin` of our own form posts into `null`.
    (HTTPFields.Element.Name("Referrer-Policy")!, "same-origin"),
  ]

  static func apply(to headers: inout HTTPFields) {
    for (name, value) in values {
      headers[name] = value
    }
  }
}
