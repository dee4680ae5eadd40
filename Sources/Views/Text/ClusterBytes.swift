/// A terminal cluster's UTF-8 (``TerminalCluster``: a scalar and at most
/// ``Cell/maxCombiningScalars`` marks, so at most 20 bytes), kept inline. A cell, a styled
/// cluster and the arrays of them a frame builds are then plain values: copying one is a
/// copy of its bytes, with no reference count to change (a frame copies every cell).
public struct ClusterBytes: Hashable, Sendable {
    /// The bytes, little-endian from the first; the ones past ``count`` are zero.
    private var low: UInt64 = 0
    private var middle: UInt64 = 0
    private var high: UInt32 = 0
    /// How many bytes there are.
    public private(set) var count: UInt8 = 0

    /// The most bytes a cluster can hold: four for its scalar and four for each mark.
    public static let capacity = 20

    /// No bytes: a continuation cell's.
    public init() {}

    /// One ASCII byte.
    public init(ascii byte: UInt8) {
        low = UInt64(byte)
        count = 1
    }

    /// The UTF-8 of `scalars`, which must fit (``capacity``).
    public init<Scalars: Sequence<Unicode.Scalar>>(scalars: Scalars) {
        for scalar in scalars {
            for byte in UTF8.encode(scalar)! { append(byte) }
        }
    }

    /// The UTF-8 of `text`, which must fit (``capacity``).
    public init(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }

    private mutating func append(_ byte: UInt8) {
        precondition(Int(count) < Self.capacity, "a terminal cluster holds at most \(Self.capacity) bytes")
        let index = Int(count)
        switch index {
        case 0..<8: low |= UInt64(byte) << (8 * UInt64(index))
        case 8..<16: middle |= UInt64(byte) << (8 * UInt64(index - 8))
        default: high |= UInt32(byte) << (8 * UInt32(index - 16))
        }
        count += 1
    }

    /// The byte at `index` (below ``count``). O(1).
    public subscript(index: Int) -> UInt8 {
        switch index {
        case 0..<8: UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
        case 8..<16: UInt8(truncatingIfNeeded: middle >> (8 * UInt64(index - 8)))
        default: UInt8(truncatingIfNeeded: high >> (8 * UInt32(index - 16)))
        }
    }

    /// Whether the cluster is one space.
    public var isSpace: Bool { count == 1 && low == 0x20 }

    /// The text, as a `String`. O(count).
    public var string: String {
        String(decoding: (0..<Int(count)).map { self[$0] }, as: UTF8.self)
    }

    /// The scalars, in order (at most five). O(count).
    public var scalars: [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF8()
        var bytes = (0..<Int(count)).lazy.map { self[$0] }.makeIterator()
        while case let .scalarValue(scalar) = decoder.decode(&bytes) { scalars.append(scalar) }
        return scalars
    }

    /// The first scalar alone, when the cluster is one scalar (no marks), else nil. O(count),
    /// nothing allocated: the blit asks it of every cell.
    public var onlyScalar: Unicode.Scalar? {
        guard count > 0 else { return nil }
        if count == 1 { return Unicode.Scalar(UInt8(truncatingIfNeeded: low)) }
        var decoder = UTF8()
        var bytes = (0..<Int(count)).lazy.map { self[$0] }.makeIterator()
        guard case let .scalarValue(first) = decoder.decode(&bytes) else { return nil }
        return UTF8.width(first) == Int(count) ? first : nil
    }
}
