/// Row identities: short ids stored in a line's `id:` tag.
///
/// An id is 10 characters from the lower-case Crockford base-32 alphabet (digits and letters
/// without i, l, o, u, so it is easy to read and type): 50 random bits.
///
/// Collision math: with n ids drawn at random from 2^50 ≈ 1.13e15 values, the chance that any
/// two are equal is about n²/2^51. At a million rows that is 1e12 / 2.25e15 ≈ 0.00044, and at
/// 10,000 rows about 4.4e-8. Within one file a collision cannot survive anyway: new ids are
/// drawn avoiding the ids already present, and a load that finds a repeated id gives the copy a
/// new one and says so.
public enum TodoID {
    /// Number of characters in an id.
    public static let length = 10
    /// The alphabet (Crockford base 32, lower case).
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

    /// A fresh random id that is not in `existing`. Expected O(1).
    public static func random<G: RandomNumberGenerator>(avoiding existing: Set<String> = [], using generator: inout G) -> String {
        while true {
            let id = make(from: generator.next())
            if !existing.contains(id) { return id }
        }
    }

    /// A fresh random id from the system's random source, not in `existing`.
    public static func random(avoiding existing: Set<String> = []) -> String {
        var generator = SystemRandomNumberGenerator()
        return random(avoiding: existing, using: &generator)
    }

    /// An id made from the low 50 of `bits` (for callers whose randomness comes from a
    /// dependency, such as a reducer's `randomBits`). Does not check for collisions: pass the
    /// result through `isTaken` checks when that matters.
    public static func make(from bits: UInt64) -> String {
        String(unsafeUninitializedCapacity: length) { output in
            spell(bits, into: output)
            return length
        }
    }

    /// The 50 bits whose id (``make(from:)``) is `id`; nil when `id` is not one of these ids.
    /// O(length of the id).
    public static func bits(of id: String) -> UInt64? {
        bits(ofUTF8: id.utf8)
    }

    /// ``bits(of:)`` of the id whose UTF-8 is `bytes`, read without making a `String`.
    /// O(length of the id).
    public static func bits<Bytes: Collection<UInt8>>(ofUTF8 bytes: Bytes) -> UInt64? {
        guard bytes.count == length else { return nil }
        var bits: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            guard let digit = alphabetIndex[Int(byte)] else { return nil }
            bits |= UInt64(digit) << (5 * UInt64(index))
        }
        return bits
    }

    /// The bits an id is made from (``make(from:)`` reads only these). O(1).
    static let bitMask: UInt64 = (1 << (5 * UInt64(length))) - 1

    /// Each byte's place in ``alphabet``, nil for a byte not in it.
    private static let alphabetIndex: [UInt8?] = (0..<256).map { byte in
        alphabet.firstIndex(of: UInt8(byte)).map(UInt8.init)
    }

    /// The id of a row that has none, or that repeats an id another row already has: the one
    /// rule for such rows, on every path (load, reload, save merge, the CLI).
    ///
    /// Derived, not random, from the row's `line`, the id it `repeats` (empty when it had
    /// none) and its `occurrence` (how many rows with the same line and repeated id came
    /// before it): two processes that meet the same line give it the same id, so a later
    /// merge recognises the row instead of doubling it. The first candidate for which
    /// `isTaken` is false wins. Expected O(line length).
    static func derived(line: String, repeating repeated: String, occurrence: Int, isTaken: (String) -> Bool) -> String {
        derived(from: seedPrefix(line: line.utf8, repeating: repeated), occurrence: occurrence) { id, _ in isTaken(id) }.id
    }

    /// The hash of the seed's first part, the id repeated and the line: it also tells rows
    /// with the same line and repeated id apart (``DerivedIDs``). O(line length).
    static func seedPrefix(line: some Sequence<UInt8>, repeating repeated: String) -> ContentHash {
        var hash = seedStart(repeating: repeated)
        hash.add(line)
        return hash
    }

    /// The seed's prefix before the line: the id repeated and U+0001. O(length of the id).
    static func seedStart(repeating repeated: String) -> ContentHash {
        var hash = ContentHash()
        hash.add(repeated.utf8)
        hash.add(CollectionOfOne(1))
        return hash
    }

    /// ``derived(line:repeating:occurrence:isTaken:)`` from its seed's prefix (the seed is the
    /// repeated id, U+0001, the line, U+0001 and the occurrence in decimal), giving `isTaken`
    /// and the answer the id's 50 bits too (its characters encode exactly those: equal bits,
    /// equal ids).
    static func derived(from prefix: ContentHash, occurrence: Int, isTaken: (String, UInt64) -> Bool) -> (id: String, bits: UInt64) {
        let seeded = seed(prefix, occurrence: occurrence)
        var attempt: UInt64 = 0
        while true {
            let bits = candidate(seeded, attempt: attempt)
            let id = make(from: bits)
            if !isTaken(id, bits) { return (id, bits) }
            attempt += 1
        }
    }

    /// The whole seed of a derived id from its prefix: U+0001 and the occurrence in decimal added.
    static func seed(_ prefix: ContentHash, occurrence: Int) -> ContentHash {
        var seeded = prefix
        seeded.add(CollectionOfOne(1))
        if occurrence < 10 {
            seeded.add(CollectionOfOne(UInt8(ascii: "0") + UInt8(occurrence)))
        } else {
            seeded.add("\(occurrence)".utf8)
        }
        return seeded
    }

    /// The bits of the derived id tried at `attempt` (0 first; the next when one is taken).
    static func candidate(_ seed: ContentHash, attempt: UInt64) -> UInt64 {
        var hash = seed
        hash.add(attempt)
        return hash.value & (1 << (5 * UInt64(length)) - 1)
    }

    /// Whether the UTF-8 `bytes` could be an id in a line: non-empty, no spaces or control
    /// characters. O(n).
    static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        for index in bytes.indices where bytes[index] <= 0x20 || bytes[index] == 0x7F { return false }
        return true
    }

    /// Writes the ``length`` bytes of ``make(from:)``'s id for `bits` at the start of `output`
    /// (which has room for them). O(1), nothing allocated.
    static func spell(_ bits: UInt64, into output: UnsafeMutableBufferPointer<UInt8>) {
        var value = bits
        for index in 0..<length {
            output[index] = alphabet[Int(value & 31)]
            value >>= 5
        }
    }
}
