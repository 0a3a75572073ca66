lines 189
sha256 ac9bb844c6af80492df74ef8017493e1443fa97856bd8313e13e82d6ec963818
call <module> 0
c_call <module> 40 compile
c_exception <module> 40 compile
c_call <module> 42 repr
c_return <module> 42 repr
c_call <module> 42 print
c_return <module> 42 print
c_call <module> 40 compile
c_exception <module> 40 compile
c_call <module> 42 repr
c_return <module> 42 repr
c_call <module> 42 print
c_return <module> 42 print
c_call <module> 40 compile
c_exception <module> 40 compile
c_call <module> 42 repr
c_return <module> 42 repr
c_call <module> 42 print
c_return <module> 42 print
c_call <module> 40 compile
c_exception <module> 40 compile
c_call <module> 42 repr
c_return <module> 42 repr
c_call <module> 42 print
c_return <module> 42 print
c_call <module> 40 compile
c_exception <module> 40 compile
c_call <module> 42 repr
c_return <module> 42 repr
c_call <module> 42 print
