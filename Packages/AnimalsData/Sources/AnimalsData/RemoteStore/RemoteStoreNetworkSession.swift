public import Services

/// What the Animals remote store needs from a network session (the book's name for Services'
/// `JSONNetworkSession`, which `NetworkSession` adopts).
public typealias RemoteStoreNetworkSession = JSONNetworkSession
