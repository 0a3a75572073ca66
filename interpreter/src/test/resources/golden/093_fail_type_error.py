# Fails on purpose: an uncaught TypeError from mixing str and int.
def format_row(label, count):
    return label + ": " + count
rows = [("apples", "3"), ("pears", "10")]
for label, count in rows:
    print(format_row(label, count))
inventory = {"plums": 7}
total = 0
for k, v in inventory.items():
    total += v
print("total so far", total)
class Report:
    def __init__(self, title):
        self.title = title
    def render(self, lines):
        out = [self.title.upper()]
        for line in lines:
            out.append("  " + line)
        return "\n".join(out)
print(Report("fruit").render(["ok"]))
print(format_row("plums", inventory["plums"]))
print("not reached")
