extension Effect {
    /// Cancels each child scope of `family` whose key `isPresent` rejects.
    public static func cancelScopes(
        of family: some Hashable & Sendable,
        notIn isPresent: @escaping @Sendable (AnySendableHashable) -> Bool
    ) -> Effect {
        Effect(.cancelScopesNotIn(family: AnySendableHashable(family), isPresent: isPresent))
    }
}
