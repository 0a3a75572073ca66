lines 115
sha256 c728e1cc9659325f5f283df7e6482ac50b0c18c6199fe67b0d3f2a7ae5e88012
call <module> 0
c_call <module> 9 exec
c_return <module> 9 exec
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 compile
c_return <module> 11 compile
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 14 exec
c_return <module> 14 exec
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 16 compile
c_return <module> 16 compile
c_call <module> 17 print
c_return <module> 17 print
c_call <module> 19 exec
c_return <module> 19 exec
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 21 eval
c_return <module> 21 eval
c_call <module> 21 print
c_return <module> 21 print
c_call <module> 22 compile
c_return <module> 22 compile
c_call <module> 23 hex
c_return <module> 23 hex
call <listcomp> 23
