/// Deterministic, realistic fixture data: ids shaped like Lista's row ids and to-do texts
/// drawn from a small vocabulary, so every run measures the same inputs.
enum Fixtures {
    /// A ten-character id for element `index`, like Lista's row ids (ten base-32 characters,
    /// short enough to be stored inline in a `String`). Distinct indices give distinct ids:
    /// multiplying by an odd constant modulo 2⁵⁰ is a bijection on the 50 bits spelled. O(1).
    static func id(_ index: Int) -> String {
        let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
        var value = (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) & ((1 << 50) - 1)
        var characters: [Character] = []
        characters.reserveCapacity(10)
        for _ in 0..<10 {
            characters.append(alphabet[Int(value & 31)])
            value >>= 5
        }
        return String(characters)
    }

    /// The first word of every generated text (first-frame benchmarks wait for one on screen).
    static let verbs = ["Call", "Email", "Buy", "Fix", "Review", "Book", "Pay", "Plan", "Write", "Export"]
    private static let objects = [
        "the tax forms", "milk and bread", "the bike light", "Ana about the trip", "the quarterly report",
        "a dentist appointment", "the water bill", "the garden shed", "notes for Monday", "the photo backup",
    ]
    private static let projects = ["", " +home", " +work", " +garden", " +lista"]
    private static let contexts = ["", " @phone", " @computer", " @errands"]

    /// A to-do text for row `index`, 20 to 50 characters with an occasional +project/@context.
    static func text(_ index: Int) -> String {
        var random = SplitMix(seed: UInt64(index))
        return verbs[random.below(verbs.count)] + " " + objects[random.below(objects.count)]
            + projects[random.below(projects.count)] + contexts[random.below(contexts.count)]
    }

    /// Whether row `index` starts done (about a third do).
    static func isDone(_ index: Int) -> Bool {
        var random = SplitMix(seed: UInt64(index) ^ 0xD0_4E)
        return random.below(3) == 0
    }

    /// `count` offsets in `0..<size` in a fixed pseudo-random order, for lookups that do not
    /// always hit the same cache line. O(count).
    static func scatteredOffsets(count: Int, in size: Int) -> [Int] {
        var random = SplitMix(seed: UInt64(size))
        return (0..<count).map { _ in random.below(size) }
    }
}

/// A small deterministic pseudo-random generator (SplitMix64).
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `0..<bound`. - Precondition: `bound > 0`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
