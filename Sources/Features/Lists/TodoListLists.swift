import Core

extension TodoList {
    /// The list picker: its choices are read by an effect (a folder listing is I/O), then it
    /// is presented, unless something else took the slot meanwhile. The read holds the input,
    /// so keys typed ahead of the picker meet the picker.
    func openListPicker() -> Effect<Action> {
        // The picker opens when its choices are read; keys typed after L wait for it.
        .run(name: "read the lists") { [lists] send in
            send(.listChoicesFound(lists.choices()))
        }
        .holdingInput()
    }
}
