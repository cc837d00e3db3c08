import PageMarkup

/// Where the Animals page lives and where its forms post, so Presenters stay pure: the kit's
/// `PageLinks` over the page's forms.
typealias AnimalsLinks = PageLinks<AnimalsFormAction>
