/// The id a browser tab names itself with (the `tab` field `live.js` adds to every form, kept in
/// the tab's `sessionStorage`): the one rule the host's form origins and "Report a problem"
/// both apply, so a report finds the steps its tab dispatched.
public enum TabID {
  /// The longest id kept.
  public static let maxLength = 32

  /// `value` when it is a well-formed tab id (1 to ``maxLength`` ASCII letters, digits, `-`
  /// or `_`), else nil: anything else from a form is ignored.
  ///
  /// ```swift
  /// TabID.valid("k3v9-x_2")  // "k3v9-x_2"
  /// TabID.valid("<script>")  // nil
  /// ```
  public static func valid(_ value: String?) -> String? {
    guard let value, (1...self.maxLength).contains(value.utf8.count),
      value.utf8.allSatisfy({ byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      })
    else { return nil }
    return value
  }
}
