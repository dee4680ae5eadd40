/// libFuzzer target `todo-lines`: the input is a todo.txt file's bytes.
///
/// The file is loaded as the app loads it, saved, reloaded (`FileRoundTrip`); every row is
/// printed again from its fields after the edits the app and the CLI make (`FieldRoundTrip`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTodoLines(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let file = FileRoundTrip.check(bytes)
    for item in file.items {
        FieldRoundTrip.checkEdits(of: item)
    }
    FieldRoundTrip.checkAddCommand(bytes)
    return 0
}
