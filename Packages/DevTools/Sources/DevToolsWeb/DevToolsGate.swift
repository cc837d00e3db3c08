import Foundation
import Hummingbird
import PageMarkup
import Plot

/// What lets a browser into DevTools on a deployment other machines reach: a token the
/// operator keeps in a file (`--devtools-token-file`). A browser signs in once with a form; the
/// host then knows it by an `HttpOnly`, `SameSite=Strict` cookie scoped to `/_devtools`. Without
/// it every DevTools page, endpoint and form is refused (401) and the page offers the sign-in
/// form. The token is compared in constant time and never logged nor shown: `description` hides it.
///
/// ```swift
/// DevToolsRoutes.add(to: router, inspection: inspection, titles: titles, maxBodySize: 1 << 20,
///                    gate: DevToolsGate(token: try String(contentsOfFile: "/etc/app/devtools-token")))
/// ```
public struct DevToolsGate: Sendable, CustomStringConvertible, CustomReflectable {
  /// The shortest token accepted: 16 characters (a guessable token is no gate).
  public static let minimumLength = 16
  /// The cookie that carries the token after sign-in.
  static let cookieName = "devtools_token"
  private let token: [UInt8]

  /// A gate opened by `token` (surrounding white space and newlines ignored, as a file holds
  /// them); nil when what is left is shorter than ``minimumLength`` or holds a character a
  /// cookie cannot carry (a space, a quote, `;`, `,`, `\`, a control character).
  public init?(token: String) {
    let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.utf8.count >= Self.minimumLength,
      trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7f && !"\";,\\".unicodeScalars.contains($0) })
    else { return nil }
    self.token = Array(trimmed.utf8)
  }

  /// Says there is a token, never which.
  public var description: String { "DevToolsGate(token: hidden)" }

  /// No children: `dump` and debuggers show no token either.
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// Whether `candidate` is the token, in time that depends only on their lengths.
  func opens(with candidate: String?) -> Bool {
    let bytes = Array((candidate ?? "").utf8)
    var difference = UInt8(bytes.count == self.token.count ? 0 : 1)
    for index in 0..<self.token.count {
      difference |= self.token[index] ^ (index < bytes.count ? bytes[index] : 0)
    }
    return difference == 0
  }

  /// The cookie a signed-in browser keeps for a day.
  func cookie(for candidate: String) -> Cookie {
    Cookie(
      name: Self.cookieName, value: candidate, maxAge: 24 * 3600, path: DevToolsRoutes.path, httpOnly: true, sameSite: .strict)
  }
}

/// Refuses every DevTools request whose cookie does not carry the gate's token: 401 with the
/// sign-in page for a page, 401 with a JSON error for an endpoint.
struct DevToolsGateMiddleware<Context: RequestContext>: RouterMiddleware {
  let gate: DevToolsGate
  let stylesheets: DevToolsStylesheets

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    guard self.gate.opens(with: request.cookies[DevToolsGate.cookieName]?.value) else {
      let wantsPage = request.method == .get && (request.headers[.accept] ?? "").contains("text/html")
      if wantsPage {
        return try DevToolsSignIn.page(failed: false, stylesheets: self.stylesheets).response(from: request, context: context)
      }
      return try DevToolsResponse.json(ErrorPayload("Sign in to DevTools first: \(DevToolsRoutes.path("sign-in"))."), status: .unauthorized)
        .response(from: request, context: context)
    }
    return try await next(request, context)
  }
}

/// The sign-in page: one password field and a button; shown with a 401 to a browser without
/// the cookie, and again (saying so) after a wrong token.
enum DevToolsSignIn {
  static func page(failed: Bool, stylesheets: DevToolsStylesheets) -> DevToolsResponse {
    let html = HTML(
      .lang(.english),
      .head(.meta(.charset(.utf8)), .title("DevTools: sign in"), stylesheets.links),
      .body(
        .main(
          .h1("DevTools: sign in"),
          .p(.text("DevTools on this deployment needs the token its operator keeps in the file named by --devtools-token-file.")),
          .if(failed, .p(.class("sign-in-error"), Markup.attribute("role", "alert"), .text("That token is not the right one."))),
          Markup.element(
            "form",
            Markup.attribute("method", "post"),
            Markup.attribute("action", DevToolsRoutes.path("sign-in")),
            Markup.element(
              "label",
              Markup.text("Token "),
              Markup.voidElement(
                "input", [("type", "password"), ("name", "token"), ("required", "required"), ("autocomplete", "current-password")])
            ),
            Markup.element("button", Markup.attribute("type", "submit"), Markup.text("Sign in"))
          )
        )
      )
    ).render()
    return DevToolsResponse(contentType: "text/html; charset=utf-8", body: html, status: .unauthorized)
  }
}
