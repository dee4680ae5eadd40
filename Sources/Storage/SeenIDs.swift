/// The ids met so far while reading a file, 8 bytes each for the ids Lista gives (their 50
/// bits, ``TodoID/bits(of:)``) instead of a `String`'s 16 plus the set's own room for it: at a
/// million rows the loader's set of `String`s was 34 MB, the largest thing it held beside the
/// file. Any other id is kept as a `String`.
struct SeenIDs {
    private var bits: UInt64Set
    private var others: Set<String> = []

    /// Room for `capacity` ids of ``TodoID``'s form without growing. O(capacity).
    init(minimumCapacity capacity: Int) {
        bits = UInt64Set(minimumCapacity: capacity)
    }

    /// Adds `id`; false when it was there. Expected O(length of the id).
    mutating func insert(_ id: String) -> Bool {
        if let bits = TodoID.bits(of: id) { return self.bits.insert(bits) }
        return others.insert(id).inserted
    }

    /// Whether `id` was added. Expected O(length of the id).
    func contains(_ id: String) -> Bool {
        if let bits = TodoID.bits(of: id) { return self.bits.contains(bits) }
        return others.contains(id)
    }
}
