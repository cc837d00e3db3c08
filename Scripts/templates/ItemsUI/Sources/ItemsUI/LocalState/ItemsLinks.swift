import PageMarkup

/// The Items page's URLs: the page path, and the path each form (by its `ModuleForm` name) posts to.
typealias ItemsLinks = PageLinks<String>
