lines 215
sha256 943d65c480bd86063bb83f77c30c00012f72932924529234e6967cdb0ab1a914
call <module> 0
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 items
c_return <module> 5 items
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 keys
c_return <module> 8 keys
c_call <module> 9 values
c_return <module> 9 values
c_call <module> 10 items
c_return <module> 10 items
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 13 len
c_return <module> 13 len
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 14 sorted
