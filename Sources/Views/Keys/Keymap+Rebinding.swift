/// A keymap changed one key at a time, as the config file's `bind` and `unbind` lines do.
/// Each change returns a new keymap; the bindings keep their order, so help lists a rebound
/// command where it always was.
extension Keymap {
    /// Why a key could not be bound or unbound.
    public enum RebindingError: Error, Equatable, Sendable {
        /// No command has this name in the mode.
        case unknownCommand
        /// Another command already has the key in the mode; unbind it first.
        case keyTaken(byCommand: String)
        /// Nothing has the key in the mode.
        case keyNotBound
    }

    /// The command names that apply in `mode`, in the bindings' order.
    /// - Complexity: O(bindings).
    public func commandNames(in mode: Mode) -> [String] {
        bindings(in: mode).map(\.name)
    }

    /// This keymap with `key` also sending the command `name` in `mode` (only there, even when
    /// the command applies in other modes too). Binding a key to the command it already sends
    /// changes nothing.
    /// - Complexity: O(bindings + keys).
    public func binding(_ key: Key, to name: String, in mode: Mode) throws(RebindingError) -> Keymap {
        guard let target = bindings.firstIndex(where: { $0.name == name && $0.modes.contains(mode) }) else {
            throw .unknownCommand
        }
        if let holder = holder(of: key, in: mode) {
            if holder == target { return self }
            throw .keyTaken(byCommand: bindings[holder].name)
        }
        return Keymap(changing(target, in: mode) { $0.keys.append(key) })
    }

    /// This keymap with `key` sending nothing in `mode`. A command left without keys stays in
    /// the table (a later `bind` finds it) but leaves the help and the hints.
    /// - Complexity: O(bindings + keys).
    public func unbinding(_ key: Key, in mode: Mode) throws(RebindingError) -> Keymap {
        guard let holder = holder(of: key, in: mode) else { throw .keyNotBound }
        return Keymap(changing(holder, in: mode) { $0.keys.removeAll { $0 == key } })
    }

    /// The position of the binding `key` reaches in `mode`.
    private func holder(of key: Key, in mode: Mode) -> Int? {
        bindings.firstIndex { $0.modes.contains(mode) && $0.keys.contains(key) }
    }

    /// The bindings with `change` made to the binding at `position` in `mode` alone: a binding
    /// for several modes is split, the other modes keeping it as it was.
    private func changing(_ position: Int, in mode: Mode, _ change: (inout KeyBinding<Mode, Action>) -> Void) -> [KeyBinding<Mode, Action>] {
        var all = bindings
        var changed = all[position]
        changed.modes = [mode]
        change(&changed)
        if all[position].modes == [mode] {
            all[position] = changed
        } else {
            all[position].modes.removeAll { $0 == mode }
            all.insert(changed, at: position + 1)
        }
        return all
    }
}
