import PageMarkup
import Plot
import Testing

@Suite struct MarkupTests {
  @Test(arguments: [
    ("plain", "plain"),
    (#"a"b"#, "a&quot;b"),
    ("<script>", "&lt;script&gt;"),
    ("Tom & Jerry's", "Tom &amp; Jerry&#39;s"),
    ("&amp;", "&amp;amp;"),
  ])
  func attributeValuesAreEscaped(input: String, expected: String) {
    #expect(Markup.escapedAttribute(input) == expected)
  }

  @Test(arguments: [
    ("San José", "San José"),
    ("<b>", "&lt;b&gt;"),
    (#"say "hi" & go"#, #"say "hi" &amp; go"#),
  ])
  func textIsEscapedButQuotesStay(input: String, expected: String) {
    #expect(Markup.escapedText(input) == expected)
  }

  // An HTML parser reads code points: a quote or `<` followed by a combining mark is one Swift
  // Character but still ends the attribute or opens a tag for the browser.
  @Test func aQuoteOrBracketFollowedByACombiningMarkIsStillEscaped() {
    #expect(Markup.escapedAttribute("x\"\u{301} onmouseover=alert(1)") == "x&quot;\u{301} onmouseover=alert(1)")
    #expect(Markup.escapedText("<\u{301}script>") == "&lt;\u{301}script&gt;")
    #expect(Markup.escapedAttribute("café 東京 🦘") == "café 東京 🦘")
  }

  @Test func hiddenFieldCannotBreakOutOfItsAttribute() {
    let html = Markup.hiddenField("return", #"/x"><script>alert(1)</script>"#).render()
    #expect(html == #"<input type="hidden" name="return" value="/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>"#)
  }

  @Test func voidElementWritesAttributesInOrderAndBareFlags() {
    let html = Markup.voidElement("input", [("type", "checkbox"), ("checked", nil), ("value", "")]).render()
    // Plot writes an empty value as a bare attribute, which HTML reads as the empty string.
    #expect(html == #"<input type="checkbox" checked value/>"#)
  }

  @Test(arguments: [true, false])
  func flagIsPresentOnlyWhenOn(isOn: Bool) {
    let html = Markup.element("button", Markup.flag("disabled", isOn), Markup.text("Save")).render()
    #expect(html == (isOn ? "<button disabled>Save</button>" : "<button>Save</button>"))
  }

  @Test func elementNestsEscapedText() {
    let html = Markup.element("p", Markup.attribute("title", "1 < 2"), Markup.text("1 < 2")).render()
    #expect(html == #"<p title="1 &lt; 2">1 &lt; 2</p>"#)
  }
}
