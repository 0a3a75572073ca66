lines 115
sha256 d8a785974e548de8cd085346075e4f4832661ffc6163ebe0af80cfb7d7458180
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 repr
c_return <module> 4 repr
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 repr
c_return <module> 7 repr
c_call <module> 7 repr
c_return <module> 7 repr
c_call <module> 7 repr
c_return <module> 7 repr
c_call <module> 7 repr
c_return <module> 7 repr
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 repr
