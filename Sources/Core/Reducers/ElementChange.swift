/// What a `forEach` hook hears after an element's own reducer ran (TCA's `onChange` shape):
/// which element, its value before and after, and the action it ran.
public struct ElementChange<Element: Identifiable, Action> {
    public let id: Element.ID
    public let old: Element
    public let new: Element
    public let action: Action

    @usableFromInline
    init(id: Element.ID, old: Element, new: Element, action: Action) {
        self.id = id
        self.old = old
        self.new = new
        self.action = action
    }
}
