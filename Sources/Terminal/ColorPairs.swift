import Views

/// The colour pairs a screen has handed out: a pair number for each (foreground, background)
/// it was asked for, allocated on first use and kept, up to the terminal's limit.
///
/// Terminals have few pairs (64 for `xterm`, and ncurses' pair 0 is fixed to the default
/// colours), so pairs are never made up front. When they run out, a new combination gets
/// pair 0: the cell keeps its attributes and shows the default colours, and no pair already
/// on screen is redefined under it.
///
/// The default colours get a pair of their own too, not pair 0: going from a coloured word
/// back to pair 0 without attributes, ncurses sends the colour reset *and* sgr0, 6 bytes more
/// per coloured word (measured: the worst `j` of the bench's first screen went from 268 to
/// 246 bytes).
struct ColorPairs {
    /// A colour as ncurses numbers it: -1 is the terminal's default.
    struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Pairs 1..<capacity can be allocated.
    let capacity: Int
    private var pairs: [Key: Int32] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many pairs are handed out.
    var count: Int { pairs.count }

    /// The pair for `key`: a known pair, or a new one for which `define(pair, key)` is called
    /// once. Pair 0 when none is left.
    /// - Complexity: O(1).
    mutating func pair(for key: Key, define: (Int32, Key) -> Void) -> Int32 {
        if let pair = pairs[key] { return pair }
        guard pairs.count + 1 < capacity else { return 0 }
        let pair = Int32(pairs.count + 1)
        pairs[key] = pair
        define(pair, key)
        return pair
    }
}
