lines 137
sha256 2ae6b314dcb7f47f3934d188b053da59d216e0bc25a0b135b7d92edcafbcc61c
call <module> 0
c_call <module> 4 len
c_return <module> 4 len
c_call <module> 4 get
c_return <module> 4 get
c_call <module> 4 get
c_return <module> 4 get
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 pop
c_return <module> 7 pop
c_call <module> 7 pop
c_return <module> 7 pop
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 setdefault
c_return <module> 8 setdefault
c_call <module> 8 setdefault
c_return <module> 8 setdefault
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 update
c_return <module> 9 update
c_call <module> 10 update
c_return <module> 10 update
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 keys
