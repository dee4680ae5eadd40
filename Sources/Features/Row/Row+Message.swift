extension Row.State {
    /// The row's text in quotes for a status message, cut to `limit` characters.
    var quotedForMessage: String {
        let limit = 40
        let text = item.text.isEmpty ? "an empty row" : item.text
        return "“" + (text.count > limit ? String(text.prefix(limit - 1)) + "…" : text) + "”"
    }
}
