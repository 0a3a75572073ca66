lines 307
sha256 4b8adfa74bef14b4a274e29dedbcf37d51729716959088d71d6204ce7b3ff700
call <module> 0
c_call <module> 2 abs
c_return <module> 2 abs
c_call <module> 2 abs
c_return <module> 2 abs
c_call <module> 2 abs
c_return <module> 2 abs
c_call <module> 2 abs
c_return <module> 2 abs
c_call <module> 2 abs
c_return <module> 2 abs
c_call <module> 2 print
c_return <module> 2 print
c_call <module> 3 divmod
c_return <module> 3 divmod
c_call <module> 3 divmod
c_return <module> 3 divmod
c_call <module> 3 divmod
c_return <module> 3 divmod
c_call <module> 3 divmod
c_return <module> 3 divmod
c_call <module> 3 divmod
c_return <module> 3 divmod
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 pow
c_return <module> 4 pow
c_call <module> 4 pow
c_return <module> 4 pow
c_call <module> 4 pow
