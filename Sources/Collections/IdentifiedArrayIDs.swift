/// What ``IdentifiedArray/ids`` views: the array's ids, read from its elements through its slot
/// table and order, never copied out.
@usableFromInline
struct IdentifiedArrayIDs<ID: Hashable & Sendable, Element: Sendable>: OrderedElementSource {
    @usableFromInline let array: IdentifiedArray<ID, Element>

    @usableFromInline
    init(array: IdentifiedArray<ID, Element>) { self.array = array }

    /// The number of ids. O(1).
    @usableFromInline
    var count: Int { array.count }

    /// The id at `offset`, in list order. O(1) in identity order, O(log runs) with runs,
    /// O(log(n / 1,024)) with chunks.
    @usableFromInline
    func element(at offset: Int) -> ID { array._id(array[offset]) }

    /// The offset of `id`, or nil. O(1) expected.
    @usableFromInline
    func offset(of id: ID) -> Int? { array.index(id: id) }

    /// Appends the ids at `offsets`, in order. O(offsets.count), plus O(log(n / 1,024)) to
    /// find the first with chunks.
    @usableFromInline
    func appendElements(in offsets: Range<Int>, to buffer: inout [ID]) {
        array.forEachInPlace(in: offsets) { buffer.append(array._id($0)) }
    }
}
