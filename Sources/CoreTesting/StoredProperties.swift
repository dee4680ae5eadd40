/// The names of `value`'s stored properties, in declaration order, as reflection sees them (a
/// property wrapper's storage is `_name`). For the tests that guard a hand-written `==`: they
/// list which properties it compares and which it leaves out, and fail when one is added that
/// neither list names. O(properties).
public func storedPropertyNames(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
}
