/// A slot that presents a child feature when it holds a value (`@Presents var destination`).
/// Assigning presents; assigning nil dismisses (and cancels the child's effects when the slot's
/// reducer is `ifLet`'d); assigning a different child replaces (dismiss old + present new).
@propertyWrapper
public struct Presents<State> {
    public var projectedValue: PresentationState<State>

    public init(wrappedValue: State?) {
        projectedValue = PresentationState(wrappedValue: wrappedValue)
    }

    public var wrappedValue: State? {
        get { projectedValue.value }
        set { projectedValue.replace(with: newValue) }
    }
}

extension Presents: Equatable where State: Equatable {}
extension Presents: Sendable where State: Sendable {}

extension Presents: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: projectedValue.value as Any) }
}
