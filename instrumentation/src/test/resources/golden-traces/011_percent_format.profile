lines 55
sha256 1b0b96fd5d468d2ade47212fbdcc5cc1671cd4498773c772156b138740c4b879
call <module> 0
c_call <module> 2 print
c_return <module> 2 print
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 14 print
c_return <module> 14 print
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 21 print
