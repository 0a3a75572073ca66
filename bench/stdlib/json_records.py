"""Orders as nested records, written to JSON and read back with `json`, again and again.

Stresses CPython's own `json` module (its encoder and decoder, whichever implementation the VM gives it):
`dumps` with and without `indent`/`sort_keys`, a `default` function for objects, `loads` with an `object_hook`,
floats, unicode escapes, nested lists and dicts, and the aggregation of what was read back.
"""
import json

SIZE = 2500
ROUNDS = 6


class Rng:
    def __init__(self, seed):
        self.state = seed

    def next(self, n):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state % n


class Money:
    def __init__(self, cents, currency):
        self.cents = cents
        self.currency = currency


NAMES = ["Ana", "Bjørn", "Chloé", "Dmitri", "Eleni", "Fatima", "Gao", "Hiroshi", "Ingrid", "José"]
ITEMS = ["kettle", "lamp", "chair", "desk", "mug", "notebook", "pen", "router", "cable", "speaker"]


def make_order(rng, i):
    lines = []
    for _ in range(1 + rng.next(6)):
        lines.append({
            "sku": "%s-%04d" % (ITEMS[rng.next(len(ITEMS))], rng.next(10000)),
            "qty": 1 + rng.next(5),
            "price": Money(99 + rng.next(20000), ("EUR", "USD", "GBP")[rng.next(3)]),
            "tags": ["gift"] * rng.next(2) + ["fragile"] * rng.next(2),
        })
    return {
        "id": i,
        "customer": {"name": NAMES[rng.next(len(NAMES))], "vip": rng.next(5) == 0,
                     "address": {"city": "City %d" % rng.next(40), "zip": "%05d" % rng.next(100000)}},
        "lines": lines,
        "discount": rng.next(30) / 100.0,
        "note": None if rng.next(3) else "please ring \"twice\" \u2013 thanks",
    }


def encode_money(obj):
    if isinstance(obj, Money):
        return {"__money__": True, "cents": obj.cents, "currency": obj.currency}
    raise TypeError("not serializable: %r" % (obj,))


def decode_money(d):
    if d.get("__money__"):
        return Money(d["cents"], d["currency"])
    return d


def main():
    rng = Rng(7)
    orders = [make_order(rng, i) for i in range(SIZE)]
    total_chars = 0
    totals = {}
    cities = {}
    for r in range(ROUNDS):
        text = json.dumps(orders, default=encode_money, indent=2 if r % 2 else None, sort_keys=r % 3 == 0,
                          ensure_ascii=r % 2 == 0)
        total_chars += len(text)
        back = json.loads(text, object_hook=decode_money)
        for order in back:
            factor = 1.0 - order["discount"]
            for line in order["lines"]:
                price = line["price"]
                totals[price.currency] = totals.get(price.currency, 0.0) + price.cents * line["qty"] * factor
            city = order["customer"]["address"]["city"]
            cities[city] = cities.get(city, 0) + len(order["lines"])
        orders = back
    small = json.loads(json.dumps({"a": [1, 2.5, "x", None, True], "b": {"c": "\u00e9\u4e2d"}}))
    print(total_chars, sorted((k, round(v, 2)) for k, v in totals.items()))
    print(sorted(cities.items())[:5], len(cities), small)


main()
