# Processing records kept as dicts, the way scripts handle rows of a CSV or JSON file: generate orders and
# customers, index and join them, group and aggregate by several keys, sort by compound keys, update in place,
# filter with comprehensions and make summary rows. Dict lookups by string keys, dict and list building,
# sorting with key functions.
SIZE = 150000  # orders; tune so CPython 3.11 takes 1-4 s

REGIONS = ("north", "south", "east", "west", "centre")
PRODUCTS = ("anvil", "bolt", "cog", "drill", "easel", "file", "gauge", "hinge", "ink", "jack")
TIERS = ("bronze", "silver", "gold")


class Rng:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 214013 + 2531011) % 4294967296
        return (self.state >> 16) % n


def customers(rng, n):
    return [{"id": i, "name": "c%05d" % i, "region": REGIONS[rng.below(len(REGIONS))],
             "tier": TIERS[rng.below(3)], "since": 2000 + rng.below(25)} for i in range(n)]


def orders(rng, n, n_customers):
    rows = []
    for i in range(n):
        lines = []
        for _ in range(1 + rng.below(4)):
            lines.append({"product": PRODUCTS[rng.below(len(PRODUCTS))], "qty": 1 + rng.below(9),
                          "cents": 100 + rng.below(9900)})
        rows.append({"id": i, "customer": rng.below(n_customers), "day": rng.below(365), "lines": lines,
                     "status": "open"})
    return rows


def order_total(order):
    return sum(line["qty"] * line["cents"] for line in order["lines"])


def process(n):
    rng = Rng(2024)
    people = customers(rng, n // 10)
    by_id = {c["id"]: c for c in people}
    rows = orders(rng, n, len(people))

    for row in rows:
        row["total"] = order_total(row)
        customer = by_id[row["customer"]]
        if customer["tier"] == "gold" and row["total"] > 20000:
            row["total"] -= row["total"] // 10
            row["status"] = "discounted"
        elif row["day"] % 17 == 0:
            row["status"] = "cancelled"

    live = [row for row in rows if row["status"] != "cancelled"]

    revenue = {}
    for row in live:
        key = (by_id[row["customer"]]["region"], by_id[row["customer"]]["tier"])
        entry = revenue.get(key)
        if entry is None:
            entry = revenue[key] = {"orders": 0, "cents": 0, "items": 0}
        entry["orders"] += 1
        entry["cents"] += row["total"]
        entry["items"] += sum(line["qty"] for line in row["lines"])

    per_product = {}
    for row in live:
        for line in row["lines"]:
            name = line["product"]
            per_product[name] = per_product.get(name, 0) + line["qty"]

    spend = {}
    for row in live:
        spend[row["customer"]] = spend.get(row["customer"], 0) + row["total"]
    best = sorted(people, key=lambda c: (-spend.get(c["id"], 0), c["name"]))[:5]

    monthly = [0] * 12
    for row in live:
        monthly[min(row["day"] // 31, 11)] += row["total"]

    ranked = sorted(live, key=lambda r: (r["day"], -r["total"], r["id"]))
    return rows, live, revenue, per_product, best, spend, monthly, ranked


def main():
    rows, live, revenue, per_product, best, spend, monthly, ranked = process(SIZE)
    statuses = {}
    for row in rows:
        statuses[row["status"]] = statuses.get(row["status"], 0) + 1
    print("orders", len(rows), "live", len(live), " ".join("%s=%d" % (k, statuses[k]) for k in sorted(statuses)))
    for key in sorted(revenue):
        e = revenue[key]
        print("%-6s %-6s %6d orders %12d cents %7d items avg %d" % (key[0], key[1], e["orders"], e["cents"],
                                                                    e["items"], e["cents"] // e["orders"]))
    print("products", sorted(per_product.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
    print("best", [(c["name"], spend[c["id"]]) for c in best])
    print("monthly", monthly)
    print("first", [r["id"] for r in ranked[:8]], "last", [r["id"] for r in ranked[-4:]])


main()
