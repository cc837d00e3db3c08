import PageMarkup

/// Where the Quakes page lives and where its toolbar's forms post, so Presenters stay pure.
typealias QuakesLinks = PageLinks<QuakesToolbar.Form>
