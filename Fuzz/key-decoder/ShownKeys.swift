import Views

/// Keys for messages, with what `description` leaves out: a paste's text, a character's scalars.
func shown(_ keys: some Sequence<Key>) -> String {
    "[" + keys.map(shown).joined(separator: ", ") + "]"
}

/// One key for messages.
func shown(_ key: Key) -> String {
    switch key {
    case .paste(let text): "paste(\(text.debugDescription))"
    case .character(let character): "character(\(String(character).debugDescription))"
    case .alt(let character): "alt(\(String(character).debugDescription))"
    case .ctrl(let character): "ctrl(\(String(character).debugDescription))"
    default: key.description
    }
}
