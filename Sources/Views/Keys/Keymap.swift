import Core

/// One line of a keymap: these keys, in these modes, send this action. The same entry drives
/// dispatch, the help screen and the hint bar, so they cannot disagree.
public struct KeyBinding<Mode: Hashable, Action> {
    /// The command's name, as the config file and `lista config --print` write it
    /// ("move-down"); unique within each of its modes.
    public var name: String
    /// The keys, first one shown first ("j/Down").
    public var keys: [Key]
    /// The modes (focus, overlay) in which the binding applies.
    public var modes: [Mode]
    /// What the key sends.
    public var action: Action
    /// What it does, for help and hints ("move down").
    public var help: String
    /// Whether the one-line hint bar shows it (help always does).
    public var inHint: Bool

    /// A binding; `inHint` defaults to true.
    public init(_ name: String, _ keys: [Key], in modes: [Mode], _ action: Action, help: String, inHint: Bool = true) {
        self.name = name
        self.keys = keys
        self.modes = modes
        self.action = action
        self.help = help
        self.inHint = inHint
    }

    /// The keys as help prints them: "j/Down".
    public var keysDescription: String { keys.map(\.description).joined(separator: "/") }
}

/// Keys to actions, per mode, as data. Generic over the app's mode and action types, so it
/// knows nothing of features.
///
/// Keys not in the map (typed text in a field) get nil from `action(for:in:)`; the caller
/// decides what they mean. When a mode's overlay is up, only that mode's bindings answer, so
/// list keys cannot leak through it.
public struct Keymap<Mode: Hashable, Action> {
    /// Every binding, in the order given (help lists them in this order).
    public let bindings: [KeyBinding<Mode, Action>]
    /// The (mode, key) table, made on the first lookup: the first frame needs only the
    /// bindings (its hints), and a config's `bind` lines make a keymap each.
    private let lookup = KeyLookup<Mode>()

    /// A keymap of `bindings`. O(1): the lookup table is made on the first lookup.
    public init(_ bindings: [KeyBinding<Mode, Action>]) {
        self.bindings = bindings
    }

    /// One line per (mode, key) claimed twice; the first binding wins. Empty in a sound keymap.
    /// - Complexity: O(total keys over all bindings and modes) the first time it or
    ///   `action(for:in:)` is asked, O(1) after.
    public var conflicts: [String] { table.conflicts }

    /// The action bound to `key` in `mode`, or nil.
    /// - Complexity: O(1) (after the first lookup, which makes the table).
    public func action(for key: Key, in mode: Mode) -> Action? {
        table.index[KeySlot(mode: mode, key: key)].map { bindings[$0].action }
    }

    private var table: KeyTable<Mode> {
        lookup.table { KeyTable(bindings) }
    }

    /// The bindings that apply in `mode`, in order: the help screen's lines.
    /// - Complexity: O(bindings).
    public func bindings(in mode: Mode) -> [KeyBinding<Mode, Action>] {
        bindings.filter { $0.modes.contains(mode) }
    }

    /// The hint bar for `mode`: "key help" items separated by two spaces, as many whole items
    /// as fit in `width` columns, never wider. Every frame draws one, so it is made once per
    /// mode and width and kept (the bindings never change).
    /// - Complexity: O(bindings) the first time for a mode and width, O(1) after.
    public func hint(in mode: Mode, width: Int) -> String {
        lookup.hint(HintSlot(mode: mode, width: width)) { makeHint(in: mode, width: width) }
    }

    private func makeHint(in mode: Mode, width: Int) -> String {
        var line = ""
        var used = 0
        for binding in bindings(in: mode) where binding.inHint && !binding.keys.isEmpty {
            let item = (line.isEmpty ? "" : "  ") + binding.keysDescription + " " + binding.help
            let itemWidth = DisplayWidth.of(item)
            if used + itemWidth > width { break }
            line += item
            used += itemWidth
        }
        return line
    }
}

extension KeyBinding: Sendable where Mode: Sendable, Action: Sendable {}
extension Keymap: Sendable where Mode: Sendable, Action: Sendable {}

/// A (mode, key) pair: the lookup key of a keymap.
private struct KeySlot<Mode: Hashable>: Hashable {
    var mode: Mode
    var key: Key
}

extension KeySlot: Sendable where Mode: Sendable {}

/// A (mode, width) pair: the key of a keymap's hints made so far.
private struct HintSlot<Mode: Hashable>: Hashable {
    var mode: Mode
    var width: Int
}

/// A keymap's lookup table: which binding each (mode, key) reaches, and the pairs claimed twice.
private struct KeyTable<Mode: Hashable> {
    let index: [KeySlot<Mode>: Int]
    let conflicts: [String]

    /// The table of `bindings`.
    /// - Complexity: O(total keys over all bindings and modes).
    init<Action>(_ bindings: [KeyBinding<Mode, Action>]) {
        var index: [KeySlot<Mode>: Int] = [:]
        // Sized once: growing it rehashed every slot eight times over.
        index.reserveCapacity(bindings.reduce(0) { $0 + $1.modes.count * $1.keys.count })
        var conflicts: [String] = []
        for (position, binding) in bindings.enumerated() {
            for mode in binding.modes {
                for key in binding.keys {
                    let slot = KeySlot(mode: mode, key: key)
                    if let first = index[slot] {
                        conflicts.append("\(key) in \(mode): \"\(bindings[first].help)\" and \"\(binding.help)\"")
                    } else {
                        index[slot] = position
                    }
                }
            }
        }
        self.index = index
        self.conflicts = conflicts
    }
}

/// Holds a keymap's table once made, and its hint bars made so far; shared by the keymap's
/// copies, and safe to ask from any thread (the first to ask makes each, under the lock).
private final class KeyLookup<Mode: Hashable>: @unchecked Sendable {
    private let made = Locked<KeyTable<Mode>?>(nil)
    private let hints = Locked<[HintSlot<Mode>: String]>([:])
    /// Enough for every mode at a few widths; a window dragged through many widths starts over.
    private static var hintLimit: Int { 256 }

    func table(_ make: () -> KeyTable<Mode>) -> KeyTable<Mode> {
        made.withLock { table in
            if let table { return table }
            let new = make()
            table = new
            return new
        }
    }

    func hint(_ slot: HintSlot<Mode>, _ make: () -> String) -> String {
        hints.withLock { hints in
            if let hint = hints[slot] { return hint }
            if hints.count >= Self.hintLimit { hints.removeAll(keepingCapacity: true) }
            let new = make()
            hints[slot] = new
            return new
        }
    }
}

extension Keymap where Action: Equatable {
    /// The keys that send `action` in `mode`, in the bindings' order (a key that an earlier
    /// binding claims for something else is not one of them).
    /// - Complexity: O(bindings).
    public func keys(for action: Action, in mode: Mode) -> [Key] {
        // The bindings are read in place: a status message's hint asks on every frame, and
        // copying each binding of the mode (its strings and arrays) cost more than comparing.
        let index = table.index
        var keys: [Key] = []
        for position in bindings.indices where bindings[position].modes.contains(mode) && bindings[position].action == action {
            keys += bindings[position].keys.filter { key in
                index[KeySlot(mode: mode, key: key)].map { bindings[$0].action == action } ?? false
            }
        }
        return keys
    }
}
