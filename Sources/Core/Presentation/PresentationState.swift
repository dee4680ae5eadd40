/// A presentation slot's storage: what is presented (nil for nothing) and the identity of this
/// presentation, which changes when a different child takes the slot.
public struct PresentationState<State> {
    /// The presented child's state.
    public var wrappedValue: State? {
        get { value }
        set { replace(with: newValue) }
    }

    @usableFromInline var value: State?
    /// Changes each time a new child is presented (not when the same child changes).
    public private(set) var presentationID: Int

    public init(wrappedValue: State?) {
        value = wrappedValue
        presentationID = wrappedValue == nil ? 0 : PresentationIdentity.nextID()
    }

    mutating func replace(with newValue: State?) {
        defer { value = newValue }
        guard let newValue else { return }
        guard let old = value,
              PresentationIdentity.of(old) == PresentationIdentity.of(newValue) else {
            presentationID = PresentationIdentity.nextID()
            return
        }
    }
}

extension PresentationState: Equatable where State: Equatable {
    /// Compares what is presented only.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: value as Any) }
}
