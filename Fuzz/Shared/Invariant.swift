/// Stops the run when `condition` is false. The message goes to standard error and the trap
/// makes libFuzzer report a crash and keep the input that caused it.
func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard condition() else { fatalError("invariant broken: \(message())", file: file, line: line) }
}

/// The bytes as Swift would write them in a string literal, for messages.
func shown(_ bytes: some Sequence<UInt8>) -> String {
    String(decoding: Array(bytes), as: UTF8.self).debugDescription
}
