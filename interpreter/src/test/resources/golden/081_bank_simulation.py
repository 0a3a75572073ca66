# A bank account simulation with transactions, overdraft rules and an audit log.
class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account.owner} cannot withdraw {amount}: balance {account.balance}")
        self.account, self.amount = account, amount
class Account:
    next_id = 1000
    def __init__(self, owner, balance=0):
        self.id = Account.next_id
        Account.next_id += 1
        self.owner = owner
        self.balance = balance
        self.history = [("open", balance)]
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))
    def withdraw(self, amount):
        if amount > self.limit():
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(("withdraw", amount))
    def limit(self):
        return self.balance
    def month_end(self):
        pass
    def __repr__(self):
        return f"<{type(self).__name__} #{self.id} {self.owner}: {self.balance}>"
class Checking(Account):
    overdraft = 100
    def limit(self):
        return self.balance + self.overdraft
    def month_end(self):
        if self.balance < 0:
            fee = 15
            self.balance -= fee
            self.history.append(("fee", fee))
class Savings(Account):
    rate_percent = 2
    def month_end(self):
        interest = self.balance * self.rate_percent // 100
        if interest:
            self.balance += interest
            self.history.append(("interest", interest))
class Bank:
    def __init__(self):
        self.accounts = {}
        self.log = []
    def open(self, kind, owner, balance=0):
        acct = kind(owner, balance)
        self.accounts[acct.id] = acct
        return acct
    def transfer(self, src, dst, amount):
        try:
            self.accounts[src].withdraw(amount)
        except InsufficientFunds as e:
            self.log.append(f"FAILED transfer {src}->{dst}: {e}")
            return False
        self.accounts[dst].deposit(amount)
        self.log.append(f"transfer {amount} {src}->{dst}")
        return True
    def month_end(self):
        for a in self.accounts.values():
            a.month_end()
    def total(self):
        return sum(a.balance for a in self.accounts.values())
bank = Bank()
alice = bank.open(Checking, "alice", 500)
bob = bank.open(Savings, "bob", 1000)
carol = bank.open(Checking, "carol")
print(alice, bob, carol)
ops = [(alice.id, bob.id, 200), (carol.id, alice.id, 50), (carol.id, alice.id, 150), (bob.id, carol.id, 1500), (alice.id, carol.id, 380)]
for src, dst, amt in ops:
    print(bank.transfer(src, dst, amt), end=" ")
print()
for month in range(1, 4):
    bank.month_end()
    print("month", month, sorted((a.owner, a.balance) for a in bank.accounts.values()), bank.total())
print("\n".join(bank.log))
for a in bank.accounts.values():
    print(a.owner, a.history)
try:
    alice.deposit(-5)
except ValueError as e:
    print("ValueError:", e)
