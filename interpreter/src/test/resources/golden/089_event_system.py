# An event bus with subscribers, priorities, one-shot handlers and error isolation.
class EventBus:
    def __init__(self):
        self.handlers = {}
        self.errors = []
    def on(self, event, priority=0, once=False):
        def register(fn):
            self.handlers.setdefault(event, []).append([priority, len(self.handlers.get(event, [])), fn, once])
            return fn
        return register
    def emit(self, event, **payload):
        entries = sorted(self.handlers.get(event, []), key=lambda e: (-e[0], e[1]))
        results = []
        for entry in entries:
            prio, order, fn, once = entry
            try:
                results.append(fn(**payload))
            except Exception as exc:
                self.errors.append(f"{event}/{fn.__name__}: {type(exc).__name__}: {exc}")
            if once:
                self.handlers[event].remove(entry)
        return results
bus = EventBus()
audit = []
@bus.on("order")
def record(order_id, amount):
    audit.append((order_id, amount))
    return "recorded"
@bus.on("order", priority=10)
def validate(order_id, amount):
    if amount <= 0:
        raise ValueError(f"bad amount {amount}")
    return "valid"
@bus.on("order", priority=-5, once=True)
def welcome(order_id, amount):
    return f"first order bonus for #{order_id}"
@bus.on("order", priority=5)
def big_spender(order_id, amount):
    return "vip" if amount > 1000 else None
print(bus.emit("order", order_id=1, amount=50))
print(bus.emit("order", order_id=2, amount=5000))
print(bus.emit("order", order_id=3, amount=-1))
print(bus.emit("unknown", x=1))
print(audit)
print(bus.errors)
class Inventory:
    def __init__(self, bus):
        self.stock = {"widget": 5, "gadget": 1}
        bus.on("order_item", priority=1)(self.reserve)
        bus.on("restock")(self.restock)
    def reserve(self, item, qty):
        have = self.stock.get(item, 0)
        if have < qty:
            raise LookupError(f"only {have} {item}(s) left")
        self.stock[item] = have - qty
        return f"reserved {qty} {item}"
    def restock(self, item, qty):
        self.stock[item] = self.stock.get(item, 0) + qty
        return self.stock[item]
inv = Inventory(bus)
for item, qty in [("widget", 3), ("gadget", 2), ("widget", 3), ("gizmo", 1)]:
    print(item, qty, bus.emit("order_item", item=item, qty=qty))
print(bus.emit("restock", item="gadget", qty=10), inv.stock)
print(bus.emit("order_item", item="gadget", qty=2), inv.stock)
for e in bus.errors[1:]:
    print("error:", e)
