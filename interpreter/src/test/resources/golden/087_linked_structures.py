# Linked list and binary search tree classes with iteration and recursion.
class ListNode:
    def __init__(self, value, next=None):
        self.value, self.next = value, next
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for item in reversed(list(items)):
            self.push_front(item)
    def push_front(self, v):
        self.head = ListNode(v, self.head)
        self.size += 1
    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next
    def __len__(self):
        return self.size
    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
    def __repr__(self):
        return " -> ".join(map(str, self)) or "(empty)"
ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll))
ll.reverse()
print(ll, list(ll), sum(ll))
print(LinkedList())
class BST:
    class Node:
        def __init__(self, key):
            self.key, self.left, self.right = key, None, None
    def __init__(self):
        self.root = None
    def insert(self, key):
        def _ins(node):
            if node is None:
                return BST.Node(key)
            if key < node.key:
                node.left = _ins(node.left)
            elif key > node.key:
                node.right = _ins(node.right)
            return node
        self.root = _ins(self.root)
    def __contains__(self, key):
        node = self.root
        while node:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False
    def inorder(self, node="root"):
        node = self.root if node == "root" else node
        if node:
            yield from self.inorder(node.left)
            yield node.key
            yield from self.inorder(node.right)
    def height(self, node="root"):
        node = self.root if node == "root" else node
        return 0 if node is None else 1 + max(self.height(node.left), self.height(node.right))
    def render(self):
        lines = []
        def walk(node, prefix):
            if node:
                walk(node.right, prefix + "    ")
                lines.append(prefix + str(node.key))
                walk(node.left, prefix + "    ")
        walk(self.root, "")
        return "\n".join(lines)
t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    t.insert(k)
print(list(t.inorder()), t.height(), 45 in t, 55 in t)
print(t.render())
try:
    t.root.missing_child
except AttributeError as e:
    print("AttributeError:", e)
words = BST()
for w in "the quick brown fox jumps over the lazy dog".split():
    words.insert(w)
print(list(words.inorder()), words.height())
