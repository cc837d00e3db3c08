extension Animal {
  /// The longest name an animal may have, in Unicode scalars (at most 800 bytes of UTF-8).
  ///
  /// Counted in scalars, not characters: a "character" may hold any number of combining
  /// marks, so only scalars bound the bytes. Enforced by the reducer, the local store and
  /// `animals-server`, so no path stores a longer one.
  public static let maximumNameLength = 200

  /// What a person is told about a name over ``maximumNameLength``: the editor's field (in the
  /// form kit's words for its Name field), the reducer and every store say it in these words.
  public static let nameTooLongMessage = "Name can have at most \(maximumNameLength) characters."

  /// Whether `name` fits ``maximumNameLength``.
  public static func isNameWithinLimit(_ name: String) -> Bool {
    name.unicodeScalars.count <= Self.maximumNameLength
  }
}

extension AnimalsState {
  /// The most edits the Animals queue keeps; finished ones are dropped first when it is full.
  package static let maximumQueuedEdits = 256
  /// The longest placeholder id of an animal being added (a UUID is 36).
  package static let maximumDraftIdLength = 64
}
