lines 81
sha256 47f6e30cc0d37f0abff444e3752adde8e7654953bf1f669fdd59733d12367f74
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 20 print
c_return <module> 20 print
call search 21
return search 25
call search 21
return search 26
c_call <module> 28 print
c_return <module> 28 print
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 37 print
c_return <module> 37 print
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 37 print
