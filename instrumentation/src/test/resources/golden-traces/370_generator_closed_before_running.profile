lines 81
sha256 b71ed9a672f84d9a493dc581a59ce3f14c2281c50d64617d98f46df8a3359450
call <module> 0
c_call <module> 21 close
call gen 5
return gen 5
c_return <module> 21 close
c_call <module> 22 print
c_return <module> 22 print
c_call <module> 26 throw
call gen 5
return gen 5
c_exception <module> 26 throw
c_call <module> 28 print
c_return <module> 28 print
c_call <module> 31 next
call gen 5
return gen 7
c_return <module> 31 next
c_call <module> 31 print
c_return <module> 31 print
c_call <module> 32 close
call gen 7
c_call gen 9 print
c_return gen 9 print
return gen 9
c_return <module> 32 close
c_call <module> 33 print
c_return <module> 33 print
c_call <module> 36 close
call coro 12
return coro 12
