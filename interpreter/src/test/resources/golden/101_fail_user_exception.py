# Fails on purpose: an uncaught user-defined exception with a custom __str__.
class InventoryError(Exception):
    pass
class OutOfStock(InventoryError):
    def __init__(self, item, wanted, available):
        super().__init__(item, wanted, available)
        self.item, self.wanted, self.available = item, wanted, available
    def __str__(self):
        return f"wanted {self.wanted} x {self.item}, only {self.available} available"
stock = {"bolt": 10, "nut": 4}
def take(item, n):
    if stock.get(item, 0) < n:
        raise OutOfStock(item, n, stock.get(item, 0))
    stock[item] -= n
    return stock[item]
print(take("bolt", 3), take("nut", 4))
try:
    take("nut", 1)
except InventoryError as e:
    print("handled:", e)
print(stock)
take("bolt", 50)
print("not reached")
