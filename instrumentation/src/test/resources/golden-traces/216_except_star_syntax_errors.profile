lines 59
sha256 c5736a8c62ed19250a65735572e05ca48bb652d4a09e924eeb8126b66dc3da61
call <module> 0
c_call <module> 20 compile
c_exception <module> 20 compile
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 20 compile
c_exception <module> 20 compile
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 20 compile
c_exception <module> 20 compile
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 20 compile
c_exception <module> 20 compile
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 20 compile
c_exception <module> 20 compile
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 20 compile
c_return <module> 20 compile
c_call <module> 21 print
c_return <module> 21 print
c_call <module> 20 compile
c_exception <module> 20 compile
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 20 compile
