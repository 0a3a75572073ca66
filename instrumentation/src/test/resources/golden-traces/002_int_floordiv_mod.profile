lines 129
sha256 c1788625aa72688043a6f14d7107addeedef7c85c3fd331af82bd7a50f371e2c
call <module> 0
c_call <module> 4 divmod
c_return <module> 4 divmod
c_call <module> 5 divmod
c_return <module> 5 divmod
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 4 divmod
c_return <module> 4 divmod
c_call <module> 5 divmod
c_return <module> 5 divmod
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 4 divmod
c_return <module> 4 divmod
c_call <module> 5 divmod
c_return <module> 5 divmod
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 4 divmod
c_return <module> 4 divmod
c_call <module> 5 divmod
c_return <module> 5 divmod
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 4 divmod
c_return <module> 4 divmod
c_call <module> 5 divmod
c_return <module> 5 divmod
c_call <module> 5 print
